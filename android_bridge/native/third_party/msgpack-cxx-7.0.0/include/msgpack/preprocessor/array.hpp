# /* **************************************************************************
#  *                                                                          *
#  *     (C) Copyright Paul Mensonides 2002-2011.                             *
#  *     (C) Copyright Edward Diener 2011.                                    *
#  *     Distributed under the Boost Software License, Version 1.0. (See      *
#  *     accompanying file LICENSE_1_0.txt or copy at                         *
#  *     http://www.boost.org/LICENSE_1_0.txt)                                *
#  *                                                                          *
#  ************************************************************************** */
#
# /* See http://www.boost.org for most recent version. */
#
# ifndef MSGPACK_PREPROCESSOR_ARRAY_HPP
# define MSGPACK_PREPROCESSOR_ARRAY_HPP
#
# include <msgpack/preprocessor/array/data.hpp>
# include <msgpack/preprocessor/array/elem.hpp>
# include <msgpack/preprocessor/array/enum.hpp>
# include <msgpack/preprocessor/array/insert.hpp>
# include <msgpack/preprocessor/array/pop_back.hpp>
# include <msgpack/preprocessor/array/pop_front.hpp>
# include <msgpack/preprocessor/array/push_back.hpp>
# include <msgpack/preprocessor/array/push_front.hpp>
# include <msgpack/preprocessor/array/remove.hpp>
# include <msgpack/preprocessor/array/replace.hpp>
# include <msgpack/preprocessor/array/reverse.hpp>
# include <msgpack/preprocessor/array/size.hpp>
# include <msgpack/preprocessor/array/to_list.hpp>
# include <msgpack/preprocessor/array/to_seq.hpp>
# include <msgpack/preprocessor/array/to_tuple.hpp>
#
# endif
