module Retry (retrying, backoff) where

import Control.Concurrent (threadDelay)

-- | Runs an action until it succeeds, at most n times.
retrying :: Int -> IO (Either e a) -> IO (Either e a)
retrying n act = do
  r <- act
  case r of
    Left _ | n > 1 -> threadDelay (backoff n) >> retrying (n - 1) act
    _ -> pure r

-- | Microseconds to wait before the next try.
backoff :: Int -> Int
backoff n = 100000 * n
