module Config (Config (..), defaultConfig, withHost) where

data Config = Config
  { port :: Int
  , host :: String
  }

defaultConfig :: Config
defaultConfig = Config {port = 8080, host = "localhost"}

-- | Sets the host.
withHost :: String -> Config -> Config
withHost h c = c {host = h}
