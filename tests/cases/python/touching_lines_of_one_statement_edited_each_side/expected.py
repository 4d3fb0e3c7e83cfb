def may_post(user, thread):
    if (user.is_active
            and not thread.locked):
        return True
    return False
