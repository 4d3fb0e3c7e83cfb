module Main (main) where

import Control.Monad (forM_)
import qualified Data.Map.Strict as Map
import System.Environment (getArgs)

main :: IO ()
main = do
  args <- getArgs
  forM_ args putStrLn
  print (Map.size Map.empty)
