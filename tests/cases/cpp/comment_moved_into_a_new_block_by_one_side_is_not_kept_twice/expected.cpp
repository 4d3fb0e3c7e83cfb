/** @file  Reader.cpp
 *  @brief Reads the archive format.
 */
<<<<<<< left

||||||| base
#include "Precompiled.h"
=======
#include "Precompiled.h"
#ifndef NO_ARCHIVE_READER
>>>>>>> right

// The archive reader is built only where the vendor library is present;
// see the build options.

#include "Reader.h"

int Reader::count() const {
    return count_;
}

#endif // NO_ARCHIVE_READER
