class User
  attr_reader :name, :email

  DEFAULTS = {
<<<<<<< left
    role: "admin",
||||||| base
    role: "member",
=======
    role: "guest",
>>>>>>> right
    active: true,
<<<<<<< left
    locale: "en",
||||||| base
=======
    theme: "light",
>>>>>>> right
  }.freeze
end
