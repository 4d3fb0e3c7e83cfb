module Config (Config (..), defaultConfig, withPort, withHost) where

data Config = Config
  { port :: Int
  , host :: String
  }

defaultConfig :: Config
defaultConfig = Config {port = 8080, host = "localhost"}

-- | Sets the port.
withPort :: Int -> Config -> Config
withPort p c
  | p > 0 && p < 65536 = c {port = p}
  | otherwise = c

-- | Sets the host.
withHost :: String -> Config -> Config
withHost h c = c {host = h}
