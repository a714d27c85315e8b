// Karney's geodesic routines (GeographicLib's C port) as PROJ ships them: Debian libproj-dev, Homebrew proj.
#include <geodesic.h>
