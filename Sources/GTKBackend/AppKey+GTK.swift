import AppRunner
internal import CGtk

extension AppKey {
    /// The key as GTK names it in a shortcut trigger: a keyval and the modifiers held.
    ///
    /// ```swift
    /// AppKey.control("q").gtkKeyval   // (GDK_KEY_q, GDK_CONTROL_MASK): "<Control>q"
    /// ```
    /// A character's Shift is in its keyval (`Q`, `plus`): GTK matches it with the Shift
    /// the keyboard needs for it.
    var gtkKeyval: (keyval: guint, modifiers: GdkModifierType) {
        switch self {
        case .character(let character):
            (gdk_unicode_to_keyval(character.unicodeScalars.first?.value ?? 0), GdkModifierType(rawValue: 0))
        case .control(let letter):
            (gdk_unicode_to_keyval(Character(letter.lowercased()).unicodeScalars.first?.value ?? 0), GDK_CONTROL_MASK)
        case .escape:
            (guint(GDK_KEY_Escape), GdkModifierType(rawValue: 0))
        }
    }
}
