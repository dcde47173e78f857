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
# ifndef MSGPACK_PREPROCESSOR_SEQ_HPP
# define MSGPACK_PREPROCESSOR_SEQ_HPP
#
# include <msgpack/preprocessor/seq/cat.hpp>
# include <msgpack/preprocessor/seq/elem.hpp>
# include <msgpack/preprocessor/seq/enum.hpp>
# include <msgpack/preprocessor/seq/filter.hpp>
# include <msgpack/preprocessor/seq/first_n.hpp>
# include <msgpack/preprocessor/seq/fold_left.hpp>
# include <msgpack/preprocessor/seq/fold_right.hpp>
# include <msgpack/preprocessor/seq/for_each.hpp>
# include <msgpack/preprocessor/seq/for_each_i.hpp>
# include <msgpack/preprocessor/seq/for_each_product.hpp>
# include <msgpack/preprocessor/seq/insert.hpp>
# include <msgpack/preprocessor/seq/pop_back.hpp>
# include <msgpack/preprocessor/seq/pop_front.hpp>
# include <msgpack/preprocessor/seq/push_back.hpp>
# include <msgpack/preprocessor/seq/push_front.hpp>
# include <msgpack/preprocessor/seq/remove.hpp>
# include <msgpack/preprocessor/seq/replace.hpp>
# include <msgpack/preprocessor/seq/rest_n.hpp>
# include <msgpack/preprocessor/seq/reverse.hpp>
# include <msgpack/preprocessor/seq/seq.hpp>
# include <msgpack/preprocessor/seq/size.hpp>
# include <msgpack/preprocessor/seq/subseq.hpp>
# include <msgpack/preprocessor/seq/to_array.hpp>
# include <msgpack/preprocessor/seq/to_list.hpp>
# include <msgpack/preprocessor/seq/to_tuple.hpp>
# include <msgpack/preprocessor/seq/transform.hpp>
# include <msgpack/preprocessor/seq/variadic_seq_to_seq.hpp>
#
# endif
