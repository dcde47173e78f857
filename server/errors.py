"""OpenAI's error shape: {"error": {"message", "type", "param", "code"}}, with the HTTP status."""

from starlette.responses import JSONResponse


class APIError(Exception):
    """A request the server refuses; ``message`` says what to fix."""

    def __init__(self, status: int, message: str, param: str | None = None, code: str | None = None,
                 type: str = "invalid_request_error", headers: dict | None = None):
        super().__init__(message)
        self.status, self.message, self.param, self.code, self.type = status, message, param, code, type
        self.headers = headers or {}

    def body(self) -> dict:
        return {"error": {"message": self.message, "type": self.type, "param": self.param, "code": self.code}}

    def response(self) -> JSONResponse:
        return JSONResponse(self.body(), status_code=self.status, headers=self.headers)


def bad_request(message: str, param: str | None = None, code: str | None = None) -> APIError:
    return APIError(400, message, param, code)


def internal_error(request_id: str) -> APIError:
    """A fault of ours: the same words every time, and the id that finds its traceback in the log."""
    return APIError(500, f"the server failed to answer this request; its log has the details under request id "
                    f"{request_id}", type="server_error", code="internal_error")
