#pragma once

#include <cstddef>
#include <string>

class SessionCache {
public:
  explicit SessionCache(std::size_t capacity);
  bool contains(const std::string &key) const;
<<<<<<< left
  void evictExpired();

private:
  std::size_t capacity_;
  std::size_t hits_ = 0;
||||||| base

private:
  std::size_t capacity_;
  std::size_t hits_ = 0;
=======

private:
  std::size_t capacity_;
  std::size_t hits_ = 0;
  void evictExpired();
>>>>>>> right
};
