def handler(request):
    user = request.user
<<<<<<< left
    log(user)
||||||| base
=======
    check(user)
>>>>>>> right
    return render(user)
