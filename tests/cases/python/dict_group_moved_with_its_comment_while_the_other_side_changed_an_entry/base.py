ROUTES = {
    # pages
    "/": "home",
    "/about": "about",
    # api
    "/api/users": "users",
}
