def serve(app, request):
    try:
        response = app.dispatch(request)
    except HTTPError as error:
        response = app.handle_http(request, error)
    except Exception:
        response = app.handle_crash()
    return response
