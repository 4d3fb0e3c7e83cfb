def handler(request):
    user = request.user
    check(user)
    return render(user)
