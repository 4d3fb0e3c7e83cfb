module Util.Text (strip) where

import Data.Char (isSpace)

strip :: String -> String
strip = dropWhileEnd' . dropWhile isSpace
  where
    dropWhileEnd' = reverse . dropWhile isSpace . reverse
