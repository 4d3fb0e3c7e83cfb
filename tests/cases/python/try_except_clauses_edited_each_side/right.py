def serve(app, request):
    try:
        response = app.dispatch(request)
    except HTTPError as error:
        response = app.handle_http(error)
    except Exception:
        response = app.handle_crash()
    return response
