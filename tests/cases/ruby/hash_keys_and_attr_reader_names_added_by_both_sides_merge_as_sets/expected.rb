class User
  attr_reader :name, :email, :age, :phone

  DEFAULTS = {
    role: "member",
    active: true,
    locale: "en",
    theme: "light",
  }.freeze
end
