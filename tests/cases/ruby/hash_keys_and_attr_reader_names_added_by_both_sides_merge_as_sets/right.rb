class User
  attr_reader :name, :email, :phone

  DEFAULTS = {
    role: "member",
    active: true,
    theme: "light",
  }.freeze
end
