import HTTPTypes
import Hummingbird

/// The token check in front of every route: `?token=` on the page sets the cookie and
/// redirects to the page without it; any request without the cookie or the token gets
/// 401 and a line saying what to open.
struct WebAccessMiddleware<Context: RequestContext>: RouterMiddleware {
    let access: WebAccess

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let cookieName = WebAccess.cookieName(authority: request.authority)
        let queryToken = request.uri.queryParameters["token"]
        if let queryToken, access.matches(queryToken), request.method == .get, request.uri.path == "/" {
            var response = Response(status: .seeOther, headers: [.location: "/", .cacheControl: "no-store"])
            response.setCookie(Cookie(name: cookieName, value: access.token, path: "/", httpOnly: true, sameSite: .strict))
            return response
        }
        // Any of this door's cookies whose value is the token: a client that names the host
        // without the port (not a browser) still gets in with the cookie it was given.
        let cookieMatches = request.headers[values: .cookie].lazy
            .flatMap { $0.split(separator: ";") }
            .contains { pair in
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmingPrefixSpaces.hasPrefix("lc_token_") else { return false }
                return access.matches(parts[1])
            }
        guard cookieMatches || (queryToken.map { access.matches($0) } ?? false) else {
            return Response(
                status: .unauthorized,
                headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                body: .init(byteBuffer: .init(string: "Open the URL with the access token that the app printed when it started.\n")))
        }
        return try await next(request, context)
    }
}

extension Substring {
    fileprivate var trimmingPrefixSpaces: Substring { drop { $0 == " " } }
}
