from app.web import render


def profile_page(req, accounts):
    locale = req.headers.get("Accept-Language", "en")
    badges = req.app.awards.list()
    user, team = accounts.lookup(req.session)
    return render("profile.html", user=user, team=team, locale=locale, badges=badges)
