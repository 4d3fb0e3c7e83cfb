#pragma once

#include <string>

class Uploader {
 public:
  struct Options {
    std::string bucket;
    int retries = 3;
    bool compress = false;
  };

  explicit Uploader(Options opts);

 private:
  Options opts_;
};
