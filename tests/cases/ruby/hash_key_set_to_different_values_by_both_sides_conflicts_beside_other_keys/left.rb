class User
  attr_reader :name, :email

  DEFAULTS = {
    role: "admin",
    active: true,
    locale: "en",
  }.freeze
end
