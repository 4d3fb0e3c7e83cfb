def may_post(user, thread):
    if (user.is_active
            and thread.open):
        return True
    return False
