def handler(request):
    user = request.user
    return render(user)
