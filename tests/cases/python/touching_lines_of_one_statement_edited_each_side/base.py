def may_post(user, thread):
    if (user.active
            and thread.open):
        return True
    return False
