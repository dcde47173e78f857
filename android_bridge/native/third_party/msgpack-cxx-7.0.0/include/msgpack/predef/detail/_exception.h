/*
Copyright Rene Rivera 2011-2012
Distributed under the Boost Software License, Version 1.0.
(See accompanying file LICENSE_1_0.txt or copy at
http://www.boost.org/LICENSE_1_0.txt)
*/

#ifndef MSGPACK_PREDEF_DETAIL__EXCEPTION_H
#define MSGPACK_PREDEF_DETAIL__EXCEPTION_H

#if defined(__cplusplus)
#include <exception>
#endif

#endif
