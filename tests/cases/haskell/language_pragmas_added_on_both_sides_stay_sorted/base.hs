{-# LANGUAGE BangPatterns #-}
{-# LANGUAGE OverloadedStrings #-}

module Api.Routes (routeName, total) where

import Data.Text (Text)

routeName :: Int -> Text
routeName n = if n == 0 then "home" else "other"

total :: [Int] -> Int
total = go 0
  where
    go !acc [] = acc
    go !acc (x : xs) = go (acc + x) xs
