def may_post(user, thread):
    if (user.active
            and not thread.locked):
        return True
    return False
