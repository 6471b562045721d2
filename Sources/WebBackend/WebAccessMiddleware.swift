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
        guard access.admits(cookieHeaders: request.headers[values: .cookie], queryToken: queryToken.map(String.init)) else {
            return Response(
                status: .unauthorized,
                headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                body: .init(byteBuffer: .init(string: "Open the URL with the access token that the app printed when it started.\n")))
        }
        return try await next(request, context)
    }
}
