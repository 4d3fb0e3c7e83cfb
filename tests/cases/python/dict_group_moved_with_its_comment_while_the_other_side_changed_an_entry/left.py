ROUTES = {
    # api
    "/api/users": "users",
    # pages
    "/": "home",
    "/about": "about",
}
