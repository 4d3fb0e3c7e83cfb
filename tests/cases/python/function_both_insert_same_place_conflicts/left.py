def handler(request):
    user = request.user
    log(user)
    return render(user)
