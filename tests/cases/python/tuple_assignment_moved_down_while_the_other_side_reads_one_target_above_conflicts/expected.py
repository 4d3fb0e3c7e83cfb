from app.web import render


def profile_page(req, accounts):
<<<<<<< left
    locale = req.headers.get("Accept-Language", "en")
||||||| base
    user, team = accounts.lookup(req.session)
    locale = req.headers.get("Accept-Language", "en")
=======
    user, team = accounts.lookup(req.session)
    locale = req.headers.get("Accept-Language", team.locale)
>>>>>>> right
    badges = req.app.awards.list()
    user, team = accounts.lookup(req.session)
    return render("profile.html", user=user, team=team, locale=locale, badges=badges)
