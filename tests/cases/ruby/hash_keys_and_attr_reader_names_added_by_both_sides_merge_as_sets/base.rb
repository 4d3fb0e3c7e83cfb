class User
  attr_reader :name, :email

  DEFAULTS = {
    role: "member",
    active: true,
  }.freeze
end
