module Util.Text (strip, indent) where

import Data.Char (isSpace)

strip :: String -> String
strip = dropWhileEnd' . dropWhile isSpace
  where
    dropWhileEnd' = reverse . dropWhile isSpace . reverse

indent :: Int -> String -> String
indent _ "" = ""
indent n s = unlines (map (replicate n ' ' ++) (lines s))
