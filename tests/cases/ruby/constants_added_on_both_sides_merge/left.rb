module Shop
  module Config
    CURRENCY = "EUR"
    TIMEOUT = 30
    RETRIES = 3

    def self.load(path)
      JSON.parse(File.read(path))
    end
  end
end
