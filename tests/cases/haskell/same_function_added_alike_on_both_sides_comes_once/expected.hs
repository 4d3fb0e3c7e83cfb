module Util.List (chunksOf, pairs, middle) where

-- | Splits a list into pieces of n elements.
chunksOf :: Int -> [a] -> [[a]]
chunksOf _ [] = []
chunksOf n xs = take n xs : chunksOf n (drop n xs)

-- | Each element with the one after it.
pairs :: [a] -> [(a, a)]
pairs xs = zip xs (drop 1 xs)

-- | The element in the middle, if any.
middle :: [a] -> Maybe a
middle [] = Nothing
middle xs = Just (xs !! (length xs `div` 2))
