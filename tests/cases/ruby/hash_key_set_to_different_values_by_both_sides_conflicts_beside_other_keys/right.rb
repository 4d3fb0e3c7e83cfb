class User
  attr_reader :name, :email

  DEFAULTS = {
    role: "guest",
    active: true,
    theme: "light",
  }.freeze
end
