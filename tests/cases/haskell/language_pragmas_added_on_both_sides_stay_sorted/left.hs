{-# LANGUAGE BangPatterns #-}
{-# LANGUAGE LambdaCase #-}
{-# LANGUAGE OverloadedStrings #-}

module Api.Routes (routeName, total) where

import Data.Text (Text)

routeName :: Int -> Text
routeName = \case
  0 -> "home"
  _ -> "other"

total :: [Int] -> Int
total = go 0
  where
    go !acc [] = acc
    go !acc (x : xs) = go (acc + x) xs
