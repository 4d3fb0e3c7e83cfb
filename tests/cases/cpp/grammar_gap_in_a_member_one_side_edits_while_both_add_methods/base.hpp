#pragma once

#include <cstdint>
#include <type_traits>

namespace geo {

class Scale {
  public:
    explicit Scale(int factor) : factor_(factor) {}

    template <typename T, std::enable_if_t<std::is_signed<T>::value and sizeof(T) < 8>* = nullptr>
    static T halve(T value) {
        return value / 2;
    }

    int factor() const { return factor_; }

  private:
    int factor_;
};

}  // namespace geo
