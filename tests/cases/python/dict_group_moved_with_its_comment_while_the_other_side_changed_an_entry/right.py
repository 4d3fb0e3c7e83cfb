ROUTES = {
    # pages
    "/": "home",
    "/about": "about_page",
    # api
    "/api/users": "users",
}
