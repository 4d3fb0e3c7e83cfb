/** @file  Reader.cpp
 *  @brief Reads the archive format.
 */


// The archive reader is built only where the vendor library is present;
// see the build options.

#include "Reader.h"

int Reader::count() const {
    return count_;
}
