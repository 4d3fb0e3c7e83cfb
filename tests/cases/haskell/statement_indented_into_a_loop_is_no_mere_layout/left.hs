module Main (main) where

import Control.Monad (forM_)

main :: IO ()
main = do
  forM_ [1 :: Int .. 3] $ \i -> do
    print i
    putStrLn "done"
