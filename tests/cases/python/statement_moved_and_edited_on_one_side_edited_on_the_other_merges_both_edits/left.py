import routes
from views import about_view, home_view, login_view

routes.add("/login", login_view,
           methods=["GET"],
           name="login",
           secure=True)
routes.add("/home", home_view,
           methods=["GET"],
           name="home")
routes.add("/about", about_view,
           methods=["GET"],
           name="about")
