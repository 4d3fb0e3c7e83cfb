module Text.Slug (slugify, isWordChar) where

import Data.Char (isAlphaNum, toLower)
import qualified Data.Text as T

slugify :: T.Text -> T.Text
slugify = T.map toLower . T.filter isWordChar

isWordChar :: Char -> Bool
isWordChar = isAlphaNum
