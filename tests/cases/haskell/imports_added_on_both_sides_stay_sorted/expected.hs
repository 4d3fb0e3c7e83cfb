module Main (main) where

import Control.Monad (forM_)
import Data.Char (toUpper)
import Data.List (sortOn)
import qualified Data.Map.Strict as Map
import System.Environment (getArgs)

main :: IO ()
main = do
  args <- getArgs
  forM_ (sortOn length args) putStrLn
  print (Map.size Map.empty)
  putStrLn (map toUpper "done")
