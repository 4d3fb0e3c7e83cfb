module Shop
  module Config
    CURRENCY = "EUR"
    TIMEOUT = 30
    LOCALE = "de"

    def self.load(path)
      JSON.parse(File.read(path))
    end
  end
end
