module Util.List (chunksOf, pairs) where

-- | Splits a list into pieces of n elements.
chunksOf :: Int -> [a] -> [[a]]
chunksOf _ [] = []
chunksOf n xs = take n xs : chunksOf n (drop n xs)

-- | Each element with the one after it.
pairs :: [a] -> [(a, a)]
pairs xs = zip xs (drop 1 xs)
