from app.web import render


def profile_page(req, accounts):
    user, team = accounts.lookup(req.session)
    locale = req.headers.get("Accept-Language", "en")
    badges = req.app.awards.list()
    return render("profile.html", user=user, team=team, locale=locale, badges=badges)
