/// Number formatting for the table and notes.
enum Format {
    /// A figure with three significant digits or so: 4.12, 41.2, 412, 4,120.
    static func figure(_ value: Double) -> String {
        if value.isNaN { return "n/a" }
        let magnitude = abs(value)
        if magnitude >= 1_000 { return grouped(Int(value.rounded())) }
        if magnitude >= 100 { return String(Int(value.rounded())) }
        if magnitude >= 10 { return fixed(value, decimals: 1) }
        return fixed(value, decimals: 2)
    }

    /// "20x".
    static func factor(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))x" : "\(fixed(value, decimals: 1))x"
    }

    /// "58.3x" (a speed-up) or "0.42x".
    static func ratio(_ value: Double) -> String {
        "\(figure(value))x"
    }

    /// "2.7%".
    static func percent(_ value: Double) -> String {
        "\(figure(value * 100))%"
    }

    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        var fraction = String(scaled % Int(scale))
        while fraction.count < decimals { fraction = "0" + fraction }
        let sign = value < 0 && scaled != 0 ? "-" : ""
        return decimals == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index).isMultiple(of: 3) { out += "," }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }
}
