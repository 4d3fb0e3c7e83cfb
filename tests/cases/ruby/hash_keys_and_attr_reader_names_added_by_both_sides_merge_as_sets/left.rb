class User
  attr_reader :name, :email, :age

  DEFAULTS = {
    role: "member",
    active: true,
    locale: "en",
  }.freeze
end
